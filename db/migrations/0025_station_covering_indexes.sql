DROP INDEX `order_daily_stats_station_day_idx`;--> statement-breakpoint
CREATE INDEX `order_daily_stats_station_day_idx` ON `order_daily_stats` (`station_id`,`day`,`start_mode`,`orders`,`energy_wh`,`duration_minutes`,`total_cents`,`elect_fee_cents`,`service_fee_cents`,`park_fee_cents`,`refunded_cents`);--> statement-breakpoint
DROP INDEX `orders_station_started_idx`;--> statement-breakpoint
CREATE INDEX `orders_station_started_idx` ON `orders` (`station_id`,`started_at`,`id`,`status`,`start_mode`,`customer_id`);