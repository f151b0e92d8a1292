-- Searches of the microservices list must not scan GIN's pending list of recent writes (after a bulk
-- load it cost a searched list ~4 ms of its ~5): writes go into the index directly, and what is pending
-- now is moved in. No rebuild of the index.
ALTER INDEX "microservices_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('microservices_search_idx');
