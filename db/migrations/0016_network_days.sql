CREATE TABLE `network_days` (
	`starts_at` integer PRIMARY KEY NOT NULL,
	`day` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `network_settings` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
