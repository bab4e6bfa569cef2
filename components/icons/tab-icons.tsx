import type { ReactNode, SVGProps } from 'react';

import { StrokeIcon } from './svg-icon';

// The six bottom-tab icons, 24×24, coloured by `currentColor`: an outline for the inactive
// tab and a duotone (tinted body, solid detail) for the active one, so themes recolour both.

type IconProps = SVGProps<SVGSVGElement>;

const TINT = 0.28;

function TabSvg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <StrokeIcon strokeWidth={1.8} {...props}>
      {children}
    </StrokeIcon>
  );
}

const HOUSE = 'M3.5 10.2 12 3.5l8.5 6.7V19a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19Z';
const DOOR = 'M9.5 20.5v-5a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v5';

export function HomeTabIcon(props: IconProps) {
  return (
    <TabSvg {...props}>
      <path d={HOUSE} />
      <path d={DOOR} />
    </TabSvg>
  );
}

export function HomeTabActiveIcon(props: IconProps) {
  return (
    <TabSvg strokeWidth={2} {...props}>
      <path d={HOUSE} fill="currentColor" fillOpacity={TINT} />
      <path d={`${DOOR}Z`} fill="currentColor" />
    </TabSvg>
  );
}

const BUBBLE =
  'M3 6.5A2.5 2.5 0 0 1 5.5 4h9A2.5 2.5 0 0 1 17 6.5v5a2.5 2.5 0 0 1-2.5 2.5H9.2L5.5 17v-3A2.5 2.5 0 0 1 3 11.5Z';
const BACK_BUBBLE = 'M19.5 8.2A2 2 0 0 1 21 10.1v4.6a2 2 0 0 1-2 2h-.5v2.8l-3.4-2.8h-3.4';

function BubbleDots() {
  return (
    <g fill="currentColor" stroke="none">
      <circle cx="7" cy="9.2" r="1.1" />
      <circle cx="10" cy="9.2" r="1.1" />
      <circle cx="13" cy="9.2" r="1.1" />
    </g>
  );
}

export function CommunityTabIcon(props: IconProps) {
  return (
    <TabSvg {...props}>
      <path d={BUBBLE} />
      <path d={BACK_BUBBLE} />
      <BubbleDots />
    </TabSvg>
  );
}

export function CommunityTabActiveIcon(props: IconProps) {
  return (
    <TabSvg strokeWidth={2} {...props}>
      <path d={BACK_BUBBLE} />
      <path d={BUBBLE} fill="currentColor" fillOpacity={TINT} />
      <BubbleDots />
    </TabSvg>
  );
}

const SCREEN =
  'M5.5 6.5h13a2.5 2.5 0 0 1 2.5 2.5v8.5a2.5 2.5 0 0 1-2.5 2.5h-13A2.5 2.5 0 0 1 3 17.5V9a2.5 2.5 0 0 1 2.5-2.5Z';
const ANTENNA = 'M8.5 2.8 12 6.3l3.5-3.5';
const PLAY = 'M10.3 10.4v5.7l4.7-2.85Z';

export function LongVideoTabIcon(props: IconProps) {
  return (
    <TabSvg {...props}>
      <path d={SCREEN} />
      <path d={ANTENNA} />
      <path d={PLAY} strokeWidth={1.6} />
    </TabSvg>
  );
}

export function LongVideoTabActiveIcon(props: IconProps) {
  return (
    <TabSvg strokeWidth={2} {...props}>
      <path d={SCREEN} fill="currentColor" fillOpacity={TINT} />
      <path d={ANTENNA} />
      <path d={PLAY} fill="currentColor" strokeWidth={1.4} />
    </TabSvg>
  );
}

const BOX = 'M4.8 11h14.4v7.7a1.8 1.8 0 0 1-1.8 1.8H6.6a1.8 1.8 0 0 1-1.8-1.8Z';
const LID = 'M4 7.5h16a.8.8 0 0 1 .8.8V11H3.2V8.3a.8.8 0 0 1 .8-.8Z';
const BOW =
  'M12 7.5C10.7 4.4 7.4 3.6 7.6 5.7c.1 1.3 2.1 1.8 4.4 1.8Zm0 0c1.3-3.1 4.6-3.9 4.4-1.8-.1 1.3-2.1 1.8-4.4 1.8Z';

export function WelfareTabIcon(props: IconProps) {
  return (
    <TabSvg {...props}>
      <path d={BOX} />
      <path d={LID} />
      <path d={BOW} />
      <path d="M12 7.5v13" />
    </TabSvg>
  );
}

export function WelfareTabActiveIcon(props: IconProps) {
  return (
    <TabSvg strokeWidth={2} {...props}>
      <path d={BOX} fill="currentColor" fillOpacity={TINT} />
      <path d={LID} fill="currentColor" fillOpacity={TINT} />
      <path d={BOW} fill="currentColor" />
      <path d="M12 7.5v13" strokeWidth={2.6} />
    </TabSvg>
  );
}

const BODY = 'M4.5 20a7.5 6.6 0 0 1 15 0 .6.6 0 0 1-.6.6H5.1a.6.6 0 0 1-.6-.6Z';

export function MineTabIcon(props: IconProps) {
  return (
    <TabSvg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d={BODY} />
    </TabSvg>
  );
}

export function MineTabActiveIcon(props: IconProps) {
  return (
    <TabSvg strokeWidth={2} {...props}>
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d={BODY} fill="currentColor" fillOpacity={TINT} />
    </TabSvg>
  );
}

const PAD =
  'M7.2 7h9.6a5 5 0 0 1 4.9 6l-.8 4.1a2.6 2.6 0 0 1-4.6 1.1L14.8 16H9.2l-1.5 2.2a2.6 2.6 0 0 1-4.6-1.1L2.3 13a5 5 0 0 1 4.9-6Z';

function PadControls({ solid }: { solid: boolean }) {
  return (
    <>
      <path d="M7.7 9.8v4M5.7 11.8h4" strokeWidth={solid ? 2.2 : 1.8} />
      <g fill="currentColor" stroke="none">
        <circle cx="15.6" cy="10.6" r="1.15" />
        <circle cx="17.9" cy="12.9" r="1.15" />
      </g>
    </>
  );
}

export function GameTabIcon(props: IconProps) {
  return (
    <TabSvg {...props}>
      <path d={PAD} />
      <PadControls solid={false} />
    </TabSvg>
  );
}

export function GameTabActiveIcon(props: IconProps) {
  return (
    <TabSvg strokeWidth={2} {...props}>
      <path d={PAD} fill="currentColor" fillOpacity={TINT} />
      <PadControls solid />
    </TabSvg>
  );
}
