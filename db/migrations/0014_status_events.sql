CREATE TABLE `status_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`station_id` integer NOT NULL,
	`pile_id` integer NOT NULL,
	`port_id` integer,
	`from_status` integer NOT NULL,
	`to_status` integer NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `status_events_station_at_idx` ON `status_events` (`station_id`,`at`);--> statement-breakpoint
CREATE INDEX `status_events_pile_at_idx` ON `status_events` (`pile_id`,`at`);--> statement-breakpoint
CREATE INDEX `status_events_port_at_idx` ON `status_events` (`port_id`,`at`);