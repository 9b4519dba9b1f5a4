import { Link } from 'react-router';

/** A member in a table: login id linking to the member detail, nick below. */
export function MemberCell({ memberId, loginId, nick }: { memberId: number; loginId: string; nick: string }) {
  return (
    <Link to={`/members/${memberId}`} className="member-cell">
      <span className="member-cell__id">{loginId}</span>
      <span className="member-cell__nick">{nick}</span>
    </Link>
  );
}
