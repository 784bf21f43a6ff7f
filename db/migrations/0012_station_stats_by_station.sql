DROP INDEX `order_daily_station_stats_station_day_idx`;--> statement-breakpoint
DROP INDEX `order_daily_station_stats_day_sums_idx`;--> statement-breakpoint
CREATE INDEX `order_daily_station_stats_station_sums_idx` ON `order_daily_station_stats` (`station_id`,`day`,`orders`,`energy_wh`,`duration_minutes`,`total_cents`,`elect_fee_cents`,`service_fee_cents`,`park_fee_cents`);