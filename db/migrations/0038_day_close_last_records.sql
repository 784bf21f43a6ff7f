DROP INDEX `journal_entries_type_created_idx`;--> statement-breakpoint
CREATE INDEX `journal_entries_type_created_idx` ON `journal_entries` (`type`,`created_at`,`amount_cents`);--> statement-breakpoint
ALTER TABLE `day_closes` ADD `last_order_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `day_closes` ADD `last_entry_id` integer DEFAULT 0 NOT NULL;