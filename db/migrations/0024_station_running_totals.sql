-- Running totals of each station's orders (see the schema's orderStationRunningTotals): the table drizzle created is
-- made again WITHOUT ROWID, so a row is found and read in one seek of its key; triggers on the per-day station rollup
-- keep each row equal to the sum of that station's per-day rows up to its day, whatever writes the rollup.
DROP TABLE `order_station_running_totals`;
--> statement-breakpoint
CREATE TABLE `order_station_running_totals` (
	`station_id` integer NOT NULL,
	`day` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`energy_wh` integer DEFAULT 0 NOT NULL,
	`duration_minutes` integer DEFAULT 0 NOT NULL,
	`idle_minutes` integer DEFAULT 0 NOT NULL,
	`elect_fee_cents` integer DEFAULT 0 NOT NULL,
	`service_fee_cents` integer DEFAULT 0 NOT NULL,
	`park_fee_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`station_id`, `day`),
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO order_station_running_totals (station_id, day, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents, refunded_cents)
  SELECT station_id, day, sum(orders) over running, sum(energy_wh) over running, sum(duration_minutes) over running, sum(idle_minutes) over running, sum(elect_fee_cents) over running, sum(service_fee_cents) over running, sum(park_fee_cents) over running, sum(total_cents) over running, sum(refunded_cents) over running
  FROM order_daily_station_stats
  WINDOW running AS (PARTITION BY station_id ORDER BY day ROWS UNBOUNDED PRECEDING);
--> statement-breakpoint
-- A new day of a station: its running totals are the previous day's plus the new row, and every later day gains it.
CREATE TRIGGER order_daily_station_stats_running_after_insert AFTER INSERT ON order_daily_station_stats BEGIN
  INSERT INTO order_station_running_totals (station_id, day, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents, refunded_cents)
    SELECT new.station_id, new.day, coalesce(p.orders, 0) + new.orders, coalesce(p.energy_wh, 0) + new.energy_wh, coalesce(p.duration_minutes, 0) + new.duration_minutes, coalesce(p.idle_minutes, 0) + new.idle_minutes, coalesce(p.elect_fee_cents, 0) + new.elect_fee_cents, coalesce(p.service_fee_cents, 0) + new.service_fee_cents, coalesce(p.park_fee_cents, 0) + new.park_fee_cents, coalesce(p.total_cents, 0) + new.total_cents, coalesce(p.refunded_cents, 0) + new.refunded_cents
    FROM (SELECT 1) LEFT JOIN order_station_running_totals p ON p.station_id = new.station_id
      AND p.day = (SELECT max(r.day) FROM order_station_running_totals r WHERE r.station_id = new.station_id AND r.day < new.day);
  UPDATE order_station_running_totals SET orders = orders + new.orders, energy_wh = energy_wh + new.energy_wh, duration_minutes = duration_minutes + new.duration_minutes, idle_minutes = idle_minutes + new.idle_minutes, elect_fee_cents = elect_fee_cents + new.elect_fee_cents, service_fee_cents = service_fee_cents + new.service_fee_cents, park_fee_cents = park_fee_cents + new.park_fee_cents, total_cents = total_cents + new.total_cents, refunded_cents = refunded_cents + new.refunded_cents
    WHERE station_id = new.station_id AND day > new.day;
END;
--> statement-breakpoint
CREATE TRIGGER order_daily_station_stats_running_after_update AFTER UPDATE OF orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents, refunded_cents ON order_daily_station_stats BEGIN
  UPDATE order_station_running_totals SET orders = orders + new.orders - old.orders, energy_wh = energy_wh + new.energy_wh - old.energy_wh, duration_minutes = duration_minutes + new.duration_minutes - old.duration_minutes, idle_minutes = idle_minutes + new.idle_minutes - old.idle_minutes, elect_fee_cents = elect_fee_cents + new.elect_fee_cents - old.elect_fee_cents, service_fee_cents = service_fee_cents + new.service_fee_cents - old.service_fee_cents, park_fee_cents = park_fee_cents + new.park_fee_cents - old.park_fee_cents, total_cents = total_cents + new.total_cents - old.total_cents, refunded_cents = refunded_cents + new.refunded_cents - old.refunded_cents
    WHERE station_id = new.station_id AND day >= new.day;
END;
--> statement-breakpoint
-- A rollup row's day and station are its key: moved, the running totals of both stations would have to move with it.
CREATE TRIGGER order_daily_station_stats_running_keeps_key BEFORE UPDATE OF day, station_id ON order_daily_station_stats
  WHEN new.day IS NOT old.day OR new.station_id IS NOT old.station_id BEGIN
  SELECT RAISE(ABORT, 'a per-day station rollup row keeps its day and station');
END;
--> statement-breakpoint
CREATE TRIGGER order_daily_station_stats_running_after_delete AFTER DELETE ON order_daily_station_stats BEGIN
  UPDATE order_station_running_totals SET orders = orders - old.orders, energy_wh = energy_wh - old.energy_wh, duration_minutes = duration_minutes - old.duration_minutes, idle_minutes = idle_minutes - old.idle_minutes, elect_fee_cents = elect_fee_cents - old.elect_fee_cents, service_fee_cents = service_fee_cents - old.service_fee_cents, park_fee_cents = park_fee_cents - old.park_fee_cents, total_cents = total_cents - old.total_cents, refunded_cents = refunded_cents - old.refunded_cents
    WHERE station_id = old.station_id AND day > old.day;
  DELETE FROM order_station_running_totals WHERE station_id = old.station_id AND day = old.day;
END;
