DROP INDEX `ports_pile_idx`;--> statement-breakpoint
CREATE INDEX `ports_pile_idx` ON `ports` (`pile_id`,`status`);--> statement-breakpoint
CREATE INDEX `piles_created_idx` ON `piles` (`created_at`,`id`);