/** The member a request's session cookie authenticates (set by the auth feature's hook). */
export type SessionMember = { id: number; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null for visitors and ended sessions. */
    member: SessionMember | null;
  }
}
