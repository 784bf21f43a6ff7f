ALTER TABLE `admin_users` ADD `full_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admin_users` ADD `user_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `admin_users_department_idx` ON `admin_users` (`department`);--> statement-breakpoint
CREATE UNIQUE INDEX `admin_users_user_code_unique` ON `admin_users` (`user_code`) WHERE user_code <> '';--> statement-breakpoint
CREATE INDEX `operation_logs_username_created_idx` ON `operation_logs` (`username`,`created_at`);--> statement-breakpoint
CREATE INDEX `operation_logs_result_created_idx` ON `operation_logs` (`result_code`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `roles_name_unique` ON `roles` (`name`);