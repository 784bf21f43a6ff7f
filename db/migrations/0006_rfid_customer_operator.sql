CREATE INDEX `customers_phone_idx` ON `customers` (`phone`);--> statement-breakpoint
CREATE INDEX `customers_status_idx` ON `customers` (`status`);--> statement-breakpoint
CREATE INDEX `rfid_cards_status_idx` ON `rfid_cards` (`status`);--> statement-breakpoint
CREATE INDEX `operators_type_idx` ON `operators` (`type`);