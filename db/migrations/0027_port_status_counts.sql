-- The network's ports counted by status (see the schema's portStatusCounts), kept by triggers on ports whatever
-- writes them: a port counts while it is at a station, under its current status.
INSERT INTO port_status_counts (status, ports)
  SELECT status, count(*) FROM ports WHERE station_id IS NOT NULL GROUP BY status;
--> statement-breakpoint
CREATE TRIGGER ports_status_counts_after_insert AFTER INSERT ON ports WHEN new.station_id IS NOT NULL BEGIN
  INSERT INTO port_status_counts (status, ports) VALUES (new.status, 1)
    ON CONFLICT (status) DO UPDATE SET ports = ports + 1;
END;
--> statement-breakpoint
CREATE TRIGGER ports_status_counts_after_delete AFTER DELETE ON ports WHEN old.station_id IS NOT NULL BEGIN
  UPDATE port_status_counts SET ports = ports - 1 WHERE status = old.status;
END;
--> statement-breakpoint
-- Only when the port changes status or joins or leaves a station: the engine's other writes to ports cost nothing.
CREATE TRIGGER ports_status_counts_after_update AFTER UPDATE OF status, station_id ON ports
  WHEN new.status IS NOT old.status OR (new.station_id IS NULL) IS NOT (old.station_id IS NULL) BEGIN
  UPDATE port_status_counts SET ports = ports - 1 WHERE status = old.status AND old.station_id IS NOT NULL;
  INSERT INTO port_status_counts (status, ports) SELECT new.status, 1 WHERE new.station_id IS NOT NULL
    ON CONFLICT (status) DO UPDATE SET ports = ports + 1;
END;
