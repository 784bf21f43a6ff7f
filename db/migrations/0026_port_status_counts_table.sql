CREATE TABLE `port_status_counts` (
	`status` integer PRIMARY KEY NOT NULL,
	`ports` integer DEFAULT 0 NOT NULL
);
