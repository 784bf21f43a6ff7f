CREATE TABLE `training_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scenario` text NOT NULL,
	`details` text NOT NULL,
	`loaded_at` integer NOT NULL,
	`checked_at` integer,
	`solved_at` integer
);
--> statement-breakpoint
CREATE INDEX `training_runs_loaded_idx` ON `training_runs` (`loaded_at`);