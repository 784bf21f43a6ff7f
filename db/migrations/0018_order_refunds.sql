DROP INDEX `order_daily_station_stats_station_sums_idx`;--> statement-breakpoint
ALTER TABLE `order_daily_station_stats` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `order_daily_station_stats_station_sums_idx` ON `order_daily_station_stats` (`station_id`,`day`,`orders`,`energy_wh`,`duration_minutes`,`total_cents`,`elect_fee_cents`,`service_fee_cents`,`park_fee_cents`,`refunded_cents`);--> statement-breakpoint
ALTER TABLE `order_daily_network_stats` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_daily_stats` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;