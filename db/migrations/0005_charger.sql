ALTER TABLE `piles` ADD `restart_until` integer;--> statement-breakpoint
ALTER TABLE `piles` ADD `submitted_at` integer;--> statement-breakpoint
ALTER TABLE `piles` ADD `audited_at` integer;--> statement-breakpoint
ALTER TABLE `piles` ADD `audited_by` integer;--> statement-breakpoint
CREATE INDEX `piles_type_idx` ON `piles` (`type`);--> statement-breakpoint
CREATE INDEX `piles_model_idx` ON `piles` (`model`);--> statement-breakpoint
CREATE INDEX `piles_name_idx` ON `piles` (`name`);