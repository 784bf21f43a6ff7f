DROP INDEX `rfid_cards_customer_idx`;--> statement-breakpoint
CREATE INDEX `rfid_cards_customer_idx` ON `rfid_cards` (`customer_id`,`status`);