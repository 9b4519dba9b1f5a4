import type { ColumnType } from 'kysely';

/** A timestamptz column: read as Date, written as Date (or left to its default). */
export type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A nullable timestamptz column without a default. */
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
/** An int8 column: both drivers return JS bigint (see open-database.ts). */
export type Int8 = ColumnType<bigint, bigint | undefined, bigint>;
