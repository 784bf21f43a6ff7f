CREATE TABLE `failed_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`station_id` integer NOT NULL,
	`pile_id` integer NOT NULL,
	`port_id` integer NOT NULL,
	`start_mode` integer NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer NOT NULL,
	`error_code` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `failed_sessions_port_started_idx` ON `failed_sessions` (`port_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `failed_sessions_station_started_idx` ON `failed_sessions` (`station_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `failed_sessions_started_idx` ON `failed_sessions` (`started_at`);--> statement-breakpoint
CREATE TABLE `port_outage_days` (
	`port_id` integer NOT NULL,
	`day` text NOT NULL,
	`station_id` integer NOT NULL,
	`down_ms` integer NOT NULL,
	`excluded_ms` integer NOT NULL,
	PRIMARY KEY(`port_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `port_outage_days_port_idx` ON `port_outage_days` (`port_id`,`day`,`down_ms`,`excluded_ms`);--> statement-breakpoint
CREATE INDEX `port_outage_days_station_idx` ON `port_outage_days` (`station_id`,`day`,`port_id`,`down_ms`,`excluded_ms`);--> statement-breakpoint
CREATE TABLE `port_outages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`station_id` integer NOT NULL,
	`pile_id` integer NOT NULL,
	`port_id` integer,
	`cause` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`excluded_reason` text,
	`excluded_note` text DEFAULT '' NOT NULL,
	`excluded_by` integer,
	`excluded_at` integer
);
--> statement-breakpoint
CREATE INDEX `port_outages_port_started_idx` ON `port_outages` (`port_id`,`started_at`) WHERE "port_outages"."port_id" is not null;--> statement-breakpoint
CREATE INDEX `port_outages_pile_started_idx` ON `port_outages` (`pile_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `port_outages_open_idx` ON `port_outages` (`pile_id`,`port_id`) WHERE "port_outages"."ended_at" is null;--> statement-breakpoint
ALTER TABLE `orders` ADD `peak_power_w` integer;