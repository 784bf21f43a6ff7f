CREATE TABLE `order_daily_network_stats` (
	`day` text NOT NULL,
	`start_mode` integer NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`energy_wh` integer DEFAULT 0 NOT NULL,
	`duration_minutes` integer DEFAULT 0 NOT NULL,
	`idle_minutes` integer DEFAULT 0 NOT NULL,
	`elect_fee_cents` integer DEFAULT 0 NOT NULL,
	`service_fee_cents` integer DEFAULT 0 NOT NULL,
	`park_fee_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `start_mode`)
);
--> statement-breakpoint
CREATE TABLE `order_daily_station_stats` (
	`day` text NOT NULL,
	`station_id` integer NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`energy_wh` integer DEFAULT 0 NOT NULL,
	`duration_minutes` integer DEFAULT 0 NOT NULL,
	`idle_minutes` integer DEFAULT 0 NOT NULL,
	`elect_fee_cents` integer DEFAULT 0 NOT NULL,
	`service_fee_cents` integer DEFAULT 0 NOT NULL,
	`park_fee_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `station_id`),
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `order_daily_station_stats_station_day_idx` ON `order_daily_station_stats` (`station_id`,`day`);