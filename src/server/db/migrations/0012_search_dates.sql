-- Search sorted by date (newest or oldest first) reads comments in this order and stops after the page
-- (docs/reference/search.md#cost); discussions have discussions_inserted.
CREATE INDEX "comments_inserted" ON "comments" USING btree ("dateInserted" DESC NULLS LAST,"commentID" DESC NULLS LAST);
