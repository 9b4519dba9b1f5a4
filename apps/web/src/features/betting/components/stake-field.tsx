import { StakeInput } from '../../../components/stake-input.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { useCartStore } from '../cart-store.ts';

/** The slip's stake: the shared stake input bound to the cart. Enter in it bets (the form). */
export function StakeField() {
  const stake = useCartStore((state) => state.stake);
  const setStake = useCartStore((state) => state.setStake);
  const addStake = useCartStore((state) => state.addStake);
  const cash = useUserStore((state) => state.user?.cash ?? 0);
  return <StakeInput stake={stake} onSet={setStake} onAdd={addStake} cash={cash} testId="slip-stake" />;
}
