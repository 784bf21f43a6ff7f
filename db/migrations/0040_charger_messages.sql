CREATE TABLE `charger_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pile_id` integer NOT NULL,
	`at` integer NOT NULL,
	`to_charger` integer NOT NULL,
	`message_type` integer NOT NULL,
	`action` text NOT NULL,
	`message_id` text NOT NULL,
	`payload` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `charger_messages_pile_id_idx` ON `charger_messages` (`pile_id`,`id`);--> statement-breakpoint
ALTER TABLE `charging_sessions` ADD `limit_wh` integer;--> statement-breakpoint
ALTER TABLE `charging_sessions` ADD `limit_cents` integer;