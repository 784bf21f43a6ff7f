DROP INDEX `piles_audit_idx`;--> statement-breakpoint
CREATE INDEX `piles_audit_idx` ON `piles` (`audit_status`,`status`,`station_id`);--> statement-breakpoint
CREATE INDEX `charging_sessions_stalled_idx` ON `charging_sessions` (`stalled_since`) WHERE "charging_sessions"."stalled_since" is not null;--> statement-breakpoint
CREATE INDEX `ports_status_station_idx` ON `ports` (`status`,`station_id`);