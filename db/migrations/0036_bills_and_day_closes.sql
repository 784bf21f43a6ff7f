CREATE TABLE `day_closes` (
	`day` text PRIMARY KEY NOT NULL,
	`closed_at` integer NOT NULL,
	`closed_by` integer NOT NULL,
	`orders` integer NOT NULL,
	`energy_wh` integer NOT NULL,
	`gross_cents` integer NOT NULL,
	`elect_fee_cents` integer NOT NULL,
	`service_fee_cents` integer NOT NULL,
	`park_fee_cents` integer NOT NULL,
	`refunds_of_orders_cents` integer NOT NULL,
	`refunds_given_cents` integer NOT NULL,
	`adjustments_cents` integer NOT NULL,
	`top_ups_cents` integer NOT NULL,
	`breakdown` text NOT NULL,
	FOREIGN KEY (`closed_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `day_closes_closed_by_idx` ON `day_closes` (`closed_by`);--> statement-breakpoint
ALTER TABLE `orders` ADD `billed_idle_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `energy_lines` text;