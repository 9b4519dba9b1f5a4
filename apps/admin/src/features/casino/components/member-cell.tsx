import { Link } from 'react-router';

/** A member's login id (linking to their detail) and nick. */
export function MemberCell({ member }: { member: { id: number; loginId: string; nick: string } }) {
  return (
    <span className="member-cell">
      <Link className="member-cell__id" to={`/members/${member.id}`}>
        {member.loginId}
      </Link>
      <span className="member-cell__nick">{member.nick}</span>
    </span>
  );
}
