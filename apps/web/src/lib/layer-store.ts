import { create } from 'zustand';

/** The side layers that share the mask: left league menu, right account panel, header-right menu. */
export type LayerName = 'left' | 'right' | 'headerRight';

type LayerState = {
  openLayer: LayerName | null;
  /** Ids of image-event popups on screen; they share the mask with the layers. */
  eventPopupIds: number[];
  toggle: (layer: LayerName) => void;
  closeLayer: () => void;
  setEventPopups: (ids: number[]) => void;
  /** Mask click or Escape: closes every masked layer and popup. */
  closeAll: () => void;
};

/** Which masked overlay is open (spec section 2, "toggle with a shared mask"). */
export const useLayerStore = create<LayerState>((set) => ({
  openLayer: null,
  eventPopupIds: [],
  // One masked overlay at a time: opening a layer closes the image-event popups for this page view.
  toggle: (layer) =>
    set((state) => ({ openLayer: state.openLayer === layer ? null : layer, eventPopupIds: [] })),
  closeLayer: () => set({ openLayer: null }),
  setEventPopups: (ids) => set({ eventPopupIds: ids }),
  closeAll: () => set({ openLayer: null, eventPopupIds: [] }),
}));

/** True when the shared mask should show (selector). */
export const selectIsMasked = (state: LayerState): boolean =>
  state.openLayer !== null || state.eventPopupIds.length > 0;
