CREATE TABLE `charging_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`station_id` integer NOT NULL,
	`pile_id` integer NOT NULL,
	`port_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`card_id` integer,
	`start_mode` integer NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`started_at` integer NOT NULL,
	`charging_from` integer,
	`power_w` integer DEFAULT 0 NOT NULL,
	`energy_wh` integer DEFAULT 0 NOT NULL,
	`measured_at` integer NOT NULL,
	`charge_until` integer,
	`stalled_since` integer,
	`power_steps` text DEFAULT '[]' NOT NULL,
	`stop_requested_at` integer,
	`stop_reason` text DEFAULT '' NOT NULL,
	`stopped_by` integer,
	`end_kind` text,
	`ended_at` integer,
	`order_id` integer,
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pile_id`) REFERENCES `piles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`port_id`) REFERENCES `ports`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_id`) REFERENCES `rfid_cards`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`stopped_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `charging_sessions_status_started_idx` ON `charging_sessions` (`status`,`started_at`);--> statement-breakpoint
CREATE INDEX `charging_sessions_station_started_idx` ON `charging_sessions` (`station_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `charging_sessions_pile_started_idx` ON `charging_sessions` (`pile_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `charging_sessions_port_started_idx` ON `charging_sessions` (`port_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `charging_sessions_customer_started_idx` ON `charging_sessions` (`customer_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `charging_sessions_order_idx` ON `charging_sessions` (`order_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `end_kind` text DEFAULT 'car' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `stopped_by` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `stop_reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `ports` ADD `inoperative_since` integer;--> statement-breakpoint
ALTER TABLE `ports` ADD `inoperative_reason` text DEFAULT '' NOT NULL;