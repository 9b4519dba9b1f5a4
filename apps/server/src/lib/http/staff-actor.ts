/** The staff member behind a back-office action and where they called from, for the audit log. */
export type StaffActor = { staffId: number; ip: string | null };
