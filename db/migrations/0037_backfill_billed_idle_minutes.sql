-- Orders billed before their lines were kept are given them once, priced as they were: the idle minutes billed are
-- those beyond the free minutes the order kept. Energy lines of orders priced in several time-of-use periods are
-- written by the simulator at start (recordMissingEnergyLines), which needs the network's zone.
UPDATE orders SET billed_idle_minutes = max(0, idle_minutes - free_park_minutes) WHERE idle_minutes > free_park_minutes;
