-- Shows the merchant marks hot: order creation goes through the fair waiting room (order/waiting-room.ts).
ALTER TABLE shows ADD COLUMN waiting_room boolean NOT NULL DEFAULT false;
