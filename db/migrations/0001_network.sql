CREATE TABLE `alarms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`station_id` integer,
	`pile_id` integer,
	`port_id` integer,
	`source` text NOT NULL,
	`code` text NOT NULL,
	`level` integer DEFAULT 2 NOT NULL,
	`message` text NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`raised_at` integer NOT NULL,
	`acknowledged_at` integer,
	`acknowledged_by` integer,
	`repaired_at` integer,
	`repaired_by` integer,
	`repair_note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pile_id`) REFERENCES `piles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`port_id`) REFERENCES `ports`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `alarms_status_raised_idx` ON `alarms` (`status`,`raised_at`);--> statement-breakpoint
CREATE INDEX `alarms_station_raised_idx` ON `alarms` (`station_id`,`raised_at`);--> statement-breakpoint
CREATE INDEX `alarms_pile_idx` ON `alarms` (`pile_id`);--> statement-breakpoint
CREATE INDEX `alarms_raised_idx` ON `alarms` (`raised_at`);--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account` text NOT NULL,
	`name` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`balance_cents` integer DEFAULT 0 NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`consent` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_account_unique` ON `customers` (`account`);--> statement-breakpoint
CREATE INDEX `customers_name_idx` ON `customers` (`name`);--> statement-breakpoint
CREATE INDEX `customers_email_idx` ON `customers` (`email`);--> statement-breakpoint
CREATE INDEX `customers_created_idx` ON `customers` (`created_at`);--> statement-breakpoint
CREATE TABLE `rfid_cards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`card_no` text NOT NULL,
	`customer_id` integer,
	`station_id` integer,
	`status` integer DEFAULT 1 NOT NULL,
	`bound_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rfid_cards_card_no_unique` ON `rfid_cards` (`card_no`);--> statement-breakpoint
CREATE INDEX `rfid_cards_customer_idx` ON `rfid_cards` (`customer_id`);--> statement-breakpoint
CREATE INDEX `rfid_cards_station_idx` ON `rfid_cards` (`station_id`);--> statement-breakpoint
CREATE TABLE `operators` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`account` text NOT NULL,
	`secret` text DEFAULT '' NOT NULL,
	`message_secret` text DEFAULT '' NOT NULL,
	`message_iv` text DEFAULT '' NOT NULL,
	`company` text DEFAULT '' NOT NULL,
	`type` integer DEFAULT 1 NOT NULL,
	`contact_person` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`emergency_contact` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`logo` text DEFAULT '' NOT NULL,
	`callback_url` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `operators_account_unique` ON `operators` (`account`);--> statement-breakpoint
CREATE INDEX `operators_name_idx` ON `operators` (`name`);--> statement-breakpoint
CREATE TABLE `journal_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entry_no` text NOT NULL,
	`customer_id` integer NOT NULL,
	`type` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`balance_after_cents` integer NOT NULL,
	`order_id` integer,
	`remark` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `journal_entries_entry_no_unique` ON `journal_entries` (`entry_no`);--> statement-breakpoint
CREATE INDEX `journal_entries_created_idx` ON `journal_entries` (`created_at`);--> statement-breakpoint
CREATE INDEX `journal_entries_customer_created_idx` ON `journal_entries` (`customer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `journal_entries_type_created_idx` ON `journal_entries` (`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `journal_entries_order_idx` ON `journal_entries` (`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_no` text NOT NULL,
	`customer_id` integer NOT NULL,
	`card_id` integer,
	`station_id` integer NOT NULL,
	`pile_id` integer NOT NULL,
	`port_id` integer NOT NULL,
	`start_mode` integer NOT NULL,
	`status` integer DEFAULT 3 NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`duration_minutes` integer DEFAULT 0 NOT NULL,
	`idle_minutes` integer DEFAULT 0 NOT NULL,
	`energy_wh` integer DEFAULT 0 NOT NULL,
	`elect_fee_cents` integer DEFAULT 0 NOT NULL,
	`service_fee_cents` integer DEFAULT 0 NOT NULL,
	`park_fee_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`card_id`) REFERENCES `rfid_cards`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pile_id`) REFERENCES `piles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`port_id`) REFERENCES `ports`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_order_no_unique` ON `orders` (`order_no`);--> statement-breakpoint
CREATE INDEX `orders_started_idx` ON `orders` (`started_at`);--> statement-breakpoint
CREATE INDEX `orders_station_started_idx` ON `orders` (`station_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `orders_port_started_idx` ON `orders` (`port_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `orders_customer_started_idx` ON `orders` (`customer_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `orders_mode_started_idx` ON `orders` (`start_mode`,`started_at`);--> statement-breakpoint
CREATE TABLE `outbox_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_emails_created_idx` ON `outbox_emails` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_emails_to_idx` ON `outbox_emails` (`to_address`);--> statement-breakpoint
CREATE TABLE `piles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`serial` text NOT NULL,
	`name` text NOT NULL,
	`type` integer DEFAULT 1 NOT NULL,
	`station_id` integer,
	`manufacturer_id` text DEFAULT '' NOT NULL,
	`manufacturer_name` text DEFAULT '' NOT NULL,
	`model` text DEFAULT '' NOT NULL,
	`own_status` integer DEFAULT 1 NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`audit_status` integer DEFAULT 3 NOT NULL,
	`audit_reason` text DEFAULT '' NOT NULL,
	`power_kw` real NOT NULL,
	`current_a` integer DEFAULT 32 NOT NULL,
	`production_date` text DEFAULT '' NOT NULL,
	`operator_id` integer,
	`connectors` integer DEFAULT 1 NOT NULL,
	`white_list` text DEFAULT '[]' NOT NULL,
	`charge_model` text DEFAULT '' NOT NULL,
	`has_pos` integer DEFAULT 0 NOT NULL,
	`last_heartbeat_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`operator_id`) REFERENCES `operators`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `piles_serial_unique` ON `piles` (`serial`);--> statement-breakpoint
CREATE INDEX `piles_station_idx` ON `piles` (`station_id`,`status`);--> statement-breakpoint
CREATE INDEX `piles_status_idx` ON `piles` (`status`);--> statement-breakpoint
CREATE INDEX `piles_manufacturer_idx` ON `piles` (`manufacturer_name`);--> statement-breakpoint
CREATE INDEX `piles_audit_idx` ON `piles` (`audit_status`);--> statement-breakpoint
CREATE TABLE `ports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`pile_id` integer NOT NULL,
	`station_id` integer,
	`connector_no` integer NOT NULL,
	`alias_name` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`connect_type` integer DEFAULT 2 NOT NULL,
	`voltage_upper` integer DEFAULT 250 NOT NULL,
	`voltage_lower` integer DEFAULT 190 NOT NULL,
	`power_kw` real NOT NULL,
	`today_date` text DEFAULT '' NOT NULL,
	`today_energy_wh` integer DEFAULT 0 NOT NULL,
	`today_sessions` integer DEFAULT 0 NOT NULL,
	`today_minutes` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`pile_id`) REFERENCES `piles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ports_code_unique` ON `ports` (`code`);--> statement-breakpoint
CREATE INDEX `ports_pile_idx` ON `ports` (`pile_id`);--> statement-breakpoint
CREATE INDEX `ports_station_status_idx` ON `ports` (`station_id`,`status`);--> statement-breakpoint
CREATE TABLE `price_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`fee_type` integer DEFAULT 1 NOT NULL,
	`periods` text DEFAULT '[]' NOT NULL,
	`elect_fee_cents` integer NOT NULL,
	`service_fee_cents` integer NOT NULL,
	`park_fee_cents` integer NOT NULL,
	`free_park_minutes` integer DEFAULT 15 NOT NULL,
	`status` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `price_templates_name_idx` ON `price_templates` (`name`);--> statement-breakpoint
CREATE TABLE `station_load_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`station_id` integer NOT NULL,
	`load_limit_kw` real NOT NULL,
	`load_period_minutes` integer NOT NULL,
	`changed_by` integer,
	`changed_by_name` text DEFAULT '' NOT NULL,
	`changed_at` integer NOT NULL,
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `station_load_history_station_idx` ON `station_load_history` (`station_id`,`changed_at`);--> statement-breakpoint
CREATE TABLE `stations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`tel` text DEFAULT '' NOT NULL,
	`status` integer DEFAULT 0 NOT NULL,
	`owner_status` integer DEFAULT 1 NOT NULL,
	`own_status` integer DEFAULT 1 NOT NULL,
	`type` integer DEFAULT 1 NOT NULL,
	`service_time` text DEFAULT '' NOT NULL,
	`logo` text DEFAULT '' NOT NULL,
	`pictures` text DEFAULT '[]' NOT NULL,
	`lng` real NOT NULL,
	`lat` real NOT NULL,
	`operator_id` integer NOT NULL,
	`price_template_id` integer,
	`remark` text DEFAULT '' NOT NULL,
	`contacts` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`province` text DEFAULT '' NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`district` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`min_amount_cents` integer DEFAULT 2000 NOT NULL,
	`min_stop_amount_cents` integer DEFAULT 100 NOT NULL,
	`min_balance_alarm` integer DEFAULT 0 NOT NULL,
	`min_balance_cents` integer DEFAULT 0 NOT NULL,
	`loss_ratio` real DEFAULT 0 NOT NULL,
	`total_current` integer DEFAULT 0 NOT NULL,
	`load_limit_kw` real DEFAULT 0 NOT NULL,
	`load_period_minutes` integer DEFAULT 15 NOT NULL,
	`audit_reason` text DEFAULT '' NOT NULL,
	`submitted_at` integer,
	`audited_at` integer,
	`audited_by` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`operator_id`) REFERENCES `operators`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`price_template_id`) REFERENCES `price_templates`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stations_code_unique` ON `stations` (`code`);--> statement-breakpoint
CREATE INDEX `stations_name_idx` ON `stations` (`name`);--> statement-breakpoint
CREATE INDEX `stations_status_idx` ON `stations` (`status`);--> statement-breakpoint
CREATE INDEX `stations_type_idx` ON `stations` (`type`);--> statement-breakpoint
CREATE INDEX `stations_city_idx` ON `stations` (`city`);--> statement-breakpoint
CREATE INDEX `stations_operator_idx` ON `stations` (`operator_id`);--> statement-breakpoint
CREATE INDEX `stations_price_template_idx` ON `stations` (`price_template_id`);