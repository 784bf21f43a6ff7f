CREATE TABLE `order_station_running_totals` (
	`station_id` integer NOT NULL,
	`day` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`energy_wh` integer DEFAULT 0 NOT NULL,
	`duration_minutes` integer DEFAULT 0 NOT NULL,
	`idle_minutes` integer DEFAULT 0 NOT NULL,
	`elect_fee_cents` integer DEFAULT 0 NOT NULL,
	`service_fee_cents` integer DEFAULT 0 NOT NULL,
	`park_fee_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`station_id`, `day`),
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action
);
