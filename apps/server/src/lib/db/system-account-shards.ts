/** How many rows each system account kind is spread over, so no single row is updated by every posting. */
export const systemAccountShards = 16;
