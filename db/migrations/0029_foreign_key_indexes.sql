CREATE INDEX `alarms_port_idx` ON `alarms` (`port_id`) WHERE "alarms"."port_id" is not null;--> statement-breakpoint
CREATE INDEX `charging_sessions_card_idx` ON `charging_sessions` (`card_id`) WHERE "charging_sessions"."card_id" is not null;--> statement-breakpoint
CREATE INDEX `charging_sessions_stopped_by_idx` ON `charging_sessions` (`stopped_by`) WHERE "charging_sessions"."stopped_by" is not null;--> statement-breakpoint
CREATE INDEX `orders_pile_idx` ON `orders` (`pile_id`);--> statement-breakpoint
CREATE INDEX `orders_card_idx` ON `orders` (`card_id`) WHERE "orders"."card_id" is not null;--> statement-breakpoint
CREATE INDEX `piles_operator_idx` ON `piles` (`operator_id`);