DROP INDEX `alarms_pile_idx`;--> statement-breakpoint
CREATE INDEX `alarms_pile_raised_idx` ON `alarms` (`pile_id`,`raised_at`);--> statement-breakpoint
CREATE INDEX `alarms_level_raised_idx` ON `alarms` (`level`,`raised_at`);--> statement-breakpoint
CREATE INDEX `alarms_source_raised_idx` ON `alarms` (`source`,`raised_at`);--> statement-breakpoint
DROP INDEX `journal_entries_customer_created_idx`;--> statement-breakpoint
CREATE INDEX `journal_entries_customer_created_idx` ON `journal_entries` (`customer_id`,`created_at`,`id`,`type`);--> statement-breakpoint
DROP INDEX `orders_station_started_idx`;--> statement-breakpoint
DROP INDEX `orders_port_started_idx`;--> statement-breakpoint
DROP INDEX `orders_customer_started_idx`;--> statement-breakpoint
DROP INDEX `orders_mode_started_idx`;--> statement-breakpoint
ALTER TABLE `orders` ADD `elect_rate_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `service_rate_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `park_rate_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `free_park_minutes` integer DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_status_started_idx` ON `orders` (`status`,`started_at`,`id`,`start_mode`,`station_id`);--> statement-breakpoint
CREATE INDEX `orders_total_idx` ON `orders` (`total_cents`,`id`,`started_at`,`station_id`,`status`,`start_mode`);--> statement-breakpoint
CREATE INDEX `orders_energy_idx` ON `orders` (`energy_wh`,`id`,`started_at`,`station_id`,`status`,`start_mode`);--> statement-breakpoint
CREATE INDEX `orders_station_started_idx` ON `orders` (`station_id`,`started_at`,`id`,`status`,`start_mode`);--> statement-breakpoint
CREATE INDEX `orders_port_started_idx` ON `orders` (`port_id`,`started_at`,`id`,`station_id`,`status`,`start_mode`);--> statement-breakpoint
CREATE INDEX `orders_customer_started_idx` ON `orders` (`customer_id`,`started_at`,`id`,`station_id`,`port_id`,`status`,`start_mode`);--> statement-breakpoint
CREATE INDEX `orders_mode_started_idx` ON `orders` (`start_mode`,`started_at`,`id`,`status`);--> statement-breakpoint
-- Orders written before the tariff was kept on the order take the tariff of their station's template.
UPDATE `orders` SET
  `elect_rate_cents` = coalesce((SELECT t.`elect_fee_cents` FROM `stations` s JOIN `price_templates` t ON t.`id` = s.`price_template_id` WHERE s.`id` = `orders`.`station_id`), 0),
  `service_rate_cents` = coalesce((SELECT t.`service_fee_cents` FROM `stations` s JOIN `price_templates` t ON t.`id` = s.`price_template_id` WHERE s.`id` = `orders`.`station_id`), 0),
  `park_rate_cents` = coalesce((SELECT t.`park_fee_cents` FROM `stations` s JOIN `price_templates` t ON t.`id` = s.`price_template_id` WHERE s.`id` = `orders`.`station_id`), 0),
  `free_park_minutes` = coalesce((SELECT t.`free_park_minutes` FROM `stations` s JOIN `price_templates` t ON t.`id` = s.`price_template_id` WHERE s.`id` = `orders`.`station_id`), 15);
