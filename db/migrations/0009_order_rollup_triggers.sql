-- Three rollups of orders (per day × station × start mode, per day × station, per day × start mode), kept equal
-- to the sums over orders by one set of triggers, whatever writes the orders.
DROP TRIGGER orders_stats_after_insert;
--> statement-breakpoint
DROP TRIGGER orders_stats_after_delete;
--> statement-breakpoint
DROP TRIGGER orders_stats_after_update;
--> statement-breakpoint
CREATE TRIGGER orders_rollups_after_insert AFTER INSERT ON orders BEGIN
  INSERT INTO order_daily_stats (day, station_id, start_mode, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents)
    VALUES (date(new.started_at / 1000, 'unixepoch'), new.station_id, new.start_mode, 1, new.energy_wh, new.duration_minutes, new.idle_minutes, new.elect_fee_cents, new.service_fee_cents, new.park_fee_cents, new.total_cents)
    ON CONFLICT (day, station_id, start_mode) DO UPDATE SET orders = orders + 1, energy_wh = energy_wh + excluded.energy_wh, duration_minutes = duration_minutes + excluded.duration_minutes, idle_minutes = idle_minutes + excluded.idle_minutes, elect_fee_cents = elect_fee_cents + excluded.elect_fee_cents, service_fee_cents = service_fee_cents + excluded.service_fee_cents, park_fee_cents = park_fee_cents + excluded.park_fee_cents, total_cents = total_cents + excluded.total_cents;
  INSERT INTO order_daily_station_stats (day, station_id, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents)
    VALUES (date(new.started_at / 1000, 'unixepoch'), new.station_id, 1, new.energy_wh, new.duration_minutes, new.idle_minutes, new.elect_fee_cents, new.service_fee_cents, new.park_fee_cents, new.total_cents)
    ON CONFLICT (day, station_id) DO UPDATE SET orders = orders + 1, energy_wh = energy_wh + excluded.energy_wh, duration_minutes = duration_minutes + excluded.duration_minutes, idle_minutes = idle_minutes + excluded.idle_minutes, elect_fee_cents = elect_fee_cents + excluded.elect_fee_cents, service_fee_cents = service_fee_cents + excluded.service_fee_cents, park_fee_cents = park_fee_cents + excluded.park_fee_cents, total_cents = total_cents + excluded.total_cents;
  INSERT INTO order_daily_network_stats (day, start_mode, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents)
    VALUES (date(new.started_at / 1000, 'unixepoch'), new.start_mode, 1, new.energy_wh, new.duration_minutes, new.idle_minutes, new.elect_fee_cents, new.service_fee_cents, new.park_fee_cents, new.total_cents)
    ON CONFLICT (day, start_mode) DO UPDATE SET orders = orders + 1, energy_wh = energy_wh + excluded.energy_wh, duration_minutes = duration_minutes + excluded.duration_minutes, idle_minutes = idle_minutes + excluded.idle_minutes, elect_fee_cents = elect_fee_cents + excluded.elect_fee_cents, service_fee_cents = service_fee_cents + excluded.service_fee_cents, park_fee_cents = park_fee_cents + excluded.park_fee_cents, total_cents = total_cents + excluded.total_cents;
END;
--> statement-breakpoint
CREATE TRIGGER orders_rollups_after_delete AFTER DELETE ON orders BEGIN
  UPDATE order_daily_stats SET orders = orders - 1, energy_wh = energy_wh - old.energy_wh, duration_minutes = duration_minutes - old.duration_minutes, idle_minutes = idle_minutes - old.idle_minutes, elect_fee_cents = elect_fee_cents - old.elect_fee_cents, service_fee_cents = service_fee_cents - old.service_fee_cents, park_fee_cents = park_fee_cents - old.park_fee_cents, total_cents = total_cents - old.total_cents
    WHERE day = date(old.started_at / 1000, 'unixepoch') AND station_id = old.station_id AND start_mode = old.start_mode;
  UPDATE order_daily_station_stats SET orders = orders - 1, energy_wh = energy_wh - old.energy_wh, duration_minutes = duration_minutes - old.duration_minutes, idle_minutes = idle_minutes - old.idle_minutes, elect_fee_cents = elect_fee_cents - old.elect_fee_cents, service_fee_cents = service_fee_cents - old.service_fee_cents, park_fee_cents = park_fee_cents - old.park_fee_cents, total_cents = total_cents - old.total_cents
    WHERE day = date(old.started_at / 1000, 'unixepoch') AND station_id = old.station_id;
  UPDATE order_daily_network_stats SET orders = orders - 1, energy_wh = energy_wh - old.energy_wh, duration_minutes = duration_minutes - old.duration_minutes, idle_minutes = idle_minutes - old.idle_minutes, elect_fee_cents = elect_fee_cents - old.elect_fee_cents, service_fee_cents = service_fee_cents - old.service_fee_cents, park_fee_cents = park_fee_cents - old.park_fee_cents, total_cents = total_cents - old.total_cents
    WHERE day = date(old.started_at / 1000, 'unixepoch') AND start_mode = old.start_mode;
END;
--> statement-breakpoint
CREATE TRIGGER orders_rollups_after_update AFTER UPDATE OF started_at, station_id, start_mode, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents ON orders BEGIN
  UPDATE order_daily_stats SET orders = orders - 1, energy_wh = energy_wh - old.energy_wh, duration_minutes = duration_minutes - old.duration_minutes, idle_minutes = idle_minutes - old.idle_minutes, elect_fee_cents = elect_fee_cents - old.elect_fee_cents, service_fee_cents = service_fee_cents - old.service_fee_cents, park_fee_cents = park_fee_cents - old.park_fee_cents, total_cents = total_cents - old.total_cents
    WHERE day = date(old.started_at / 1000, 'unixepoch') AND station_id = old.station_id AND start_mode = old.start_mode;
  UPDATE order_daily_station_stats SET orders = orders - 1, energy_wh = energy_wh - old.energy_wh, duration_minutes = duration_minutes - old.duration_minutes, idle_minutes = idle_minutes - old.idle_minutes, elect_fee_cents = elect_fee_cents - old.elect_fee_cents, service_fee_cents = service_fee_cents - old.service_fee_cents, park_fee_cents = park_fee_cents - old.park_fee_cents, total_cents = total_cents - old.total_cents
    WHERE day = date(old.started_at / 1000, 'unixepoch') AND station_id = old.station_id;
  UPDATE order_daily_network_stats SET orders = orders - 1, energy_wh = energy_wh - old.energy_wh, duration_minutes = duration_minutes - old.duration_minutes, idle_minutes = idle_minutes - old.idle_minutes, elect_fee_cents = elect_fee_cents - old.elect_fee_cents, service_fee_cents = service_fee_cents - old.service_fee_cents, park_fee_cents = park_fee_cents - old.park_fee_cents, total_cents = total_cents - old.total_cents
    WHERE day = date(old.started_at / 1000, 'unixepoch') AND start_mode = old.start_mode;
  INSERT INTO order_daily_stats (day, station_id, start_mode, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents)
    VALUES (date(new.started_at / 1000, 'unixepoch'), new.station_id, new.start_mode, 1, new.energy_wh, new.duration_minutes, new.idle_minutes, new.elect_fee_cents, new.service_fee_cents, new.park_fee_cents, new.total_cents)
    ON CONFLICT (day, station_id, start_mode) DO UPDATE SET orders = orders + 1, energy_wh = energy_wh + excluded.energy_wh, duration_minutes = duration_minutes + excluded.duration_minutes, idle_minutes = idle_minutes + excluded.idle_minutes, elect_fee_cents = elect_fee_cents + excluded.elect_fee_cents, service_fee_cents = service_fee_cents + excluded.service_fee_cents, park_fee_cents = park_fee_cents + excluded.park_fee_cents, total_cents = total_cents + excluded.total_cents;
  INSERT INTO order_daily_station_stats (day, station_id, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents)
    VALUES (date(new.started_at / 1000, 'unixepoch'), new.station_id, 1, new.energy_wh, new.duration_minutes, new.idle_minutes, new.elect_fee_cents, new.service_fee_cents, new.park_fee_cents, new.total_cents)
    ON CONFLICT (day, station_id) DO UPDATE SET orders = orders + 1, energy_wh = energy_wh + excluded.energy_wh, duration_minutes = duration_minutes + excluded.duration_minutes, idle_minutes = idle_minutes + excluded.idle_minutes, elect_fee_cents = elect_fee_cents + excluded.elect_fee_cents, service_fee_cents = service_fee_cents + excluded.service_fee_cents, park_fee_cents = park_fee_cents + excluded.park_fee_cents, total_cents = total_cents + excluded.total_cents;
  INSERT INTO order_daily_network_stats (day, start_mode, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents)
    VALUES (date(new.started_at / 1000, 'unixepoch'), new.start_mode, 1, new.energy_wh, new.duration_minutes, new.idle_minutes, new.elect_fee_cents, new.service_fee_cents, new.park_fee_cents, new.total_cents)
    ON CONFLICT (day, start_mode) DO UPDATE SET orders = orders + 1, energy_wh = energy_wh + excluded.energy_wh, duration_minutes = duration_minutes + excluded.duration_minutes, idle_minutes = idle_minutes + excluded.idle_minutes, elect_fee_cents = elect_fee_cents + excluded.elect_fee_cents, service_fee_cents = service_fee_cents + excluded.service_fee_cents, park_fee_cents = park_fee_cents + excluded.park_fee_cents, total_cents = total_cents + excluded.total_cents;
END;
--> statement-breakpoint
INSERT INTO order_daily_station_stats (day, station_id, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents)
  SELECT date(orders.started_at / 1000, 'unixepoch'), station_id, count(*), sum(energy_wh), sum(duration_minutes), sum(idle_minutes), sum(elect_fee_cents), sum(service_fee_cents), sum(park_fee_cents), sum(total_cents)
  FROM orders GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO order_daily_network_stats (day, start_mode, orders, energy_wh, duration_minutes, idle_minutes, elect_fee_cents, service_fee_cents, park_fee_cents, total_cents)
  SELECT date(orders.started_at / 1000, 'unixepoch'), start_mode, count(*), sum(energy_wh), sum(duration_minutes), sum(idle_minutes), sum(elect_fee_cents), sum(service_fee_cents), sum(park_fee_cents), sum(total_cents)
  FROM orders GROUP BY 1, 2;
