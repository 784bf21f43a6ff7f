CREATE TABLE `adjustment_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`direction` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`requested_by` integer NOT NULL,
	`requested_at` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`decided_by` integer,
	`decided_at` integer,
	`journal_entry_id` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`requested_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`decided_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`journal_entry_id`) REFERENCES `journal_entries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `adjustment_requests_status_requested_idx` ON `adjustment_requests` (`status`,`requested_at`);--> statement-breakpoint
CREATE INDEX `adjustment_requests_customer_idx` ON `adjustment_requests` (`customer_id`);--> statement-breakpoint
CREATE INDEX `adjustment_requests_requested_by_idx` ON `adjustment_requests` (`requested_by`);--> statement-breakpoint
CREATE INDEX `adjustment_requests_decided_by_idx` ON `adjustment_requests` (`decided_by`);--> statement-breakpoint
CREATE INDEX `adjustment_requests_journal_entry_idx` ON `adjustment_requests` (`journal_entry_id`);