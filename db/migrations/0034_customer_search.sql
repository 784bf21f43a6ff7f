-- Who a caller is, searchable by any part of it: a full-text table of each customer's account, name, e-mail, phone
-- and bound card numbers (its rowid is the customer's id). The trigram tokenizer matches any substring of three
-- characters or more through the index, accents and case aside, where LIKE '%…%' on the customers read all of them.
-- Triggers on the customers and their cards keep it equal to them, whatever writes them.
CREATE VIRTUAL TABLE `customer_search` USING fts5(account, name, email, phone, cards, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO customer_search (rowid, account, name, email, phone, cards)
  SELECT c.id, c.account, c.name, c.email, c.phone,
    coalesce((SELECT group_concat(r.card_no, ' ') FROM rfid_cards r WHERE r.customer_id = c.id), '')
  FROM customers c;
--> statement-breakpoint
CREATE TRIGGER customers_search_after_insert AFTER INSERT ON customers BEGIN
  INSERT INTO customer_search (rowid, account, name, email, phone, cards)
    VALUES (new.id, new.account, new.name, new.email, new.phone,
      coalesce((SELECT group_concat(r.card_no, ' ') FROM rfid_cards r WHERE r.customer_id = new.id), ''));
END;
--> statement-breakpoint
CREATE TRIGGER customers_search_after_update AFTER UPDATE OF account, name, email, phone ON customers BEGIN
  UPDATE customer_search SET account = new.account, name = new.name, email = new.email, phone = new.phone
    WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER customers_search_after_delete AFTER DELETE ON customers BEGIN
  DELETE FROM customer_search WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER rfid_cards_search_after_insert AFTER INSERT ON rfid_cards WHEN new.customer_id IS NOT NULL BEGIN
  UPDATE customer_search
    SET cards = coalesce((SELECT group_concat(r.card_no, ' ') FROM rfid_cards r WHERE r.customer_id = new.customer_id), '')
    WHERE rowid = new.customer_id;
END;
--> statement-breakpoint
CREATE TRIGGER rfid_cards_search_after_update AFTER UPDATE OF customer_id, card_no ON rfid_cards BEGIN
  UPDATE customer_search
    SET cards = coalesce((SELECT group_concat(r.card_no, ' ') FROM rfid_cards r WHERE r.customer_id = old.customer_id), '')
    WHERE rowid = old.customer_id;
  UPDATE customer_search
    SET cards = coalesce((SELECT group_concat(r.card_no, ' ') FROM rfid_cards r WHERE r.customer_id = new.customer_id), '')
    WHERE rowid = new.customer_id;
END;
--> statement-breakpoint
CREATE TRIGGER rfid_cards_search_after_delete AFTER DELETE ON rfid_cards WHEN old.customer_id IS NOT NULL BEGIN
  UPDATE customer_search
    SET cards = coalesce((SELECT group_concat(r.card_no, ' ') FROM rfid_cards r WHERE r.customer_id = old.customer_id), '')
    WHERE rowid = old.customer_id;
END;
