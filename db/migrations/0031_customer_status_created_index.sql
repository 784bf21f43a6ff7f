DROP INDEX `customers_status_idx`;--> statement-breakpoint
CREATE INDEX `customers_status_idx` ON `customers` (`status`,`created_at`);