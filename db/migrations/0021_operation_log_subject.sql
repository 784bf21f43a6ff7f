ALTER TABLE `operation_logs` ADD `result_message_key` text;--> statement-breakpoint
ALTER TABLE `operation_logs` ADD `result_message_values` text;--> statement-breakpoint
ALTER TABLE `operation_logs` ADD `subject` text DEFAULT '' NOT NULL;