// The built-in icon set of the favicon generator: Lucide icons (ISC licence), taken from the
// installed lucide-react package and drawn locally. Each icon module exports its raw SVG nodes as
// `__iconData` (not in its type declarations, hence the cast in `nodesOf`). Importing a module also runs
// its createLucideIcon call, which brings React's small core into the worker chunk: accepted, rather
// than adding a second icon package or copying icon data into the repository.

import type { IconDrawing } from '../../schemas/ToolManifest';
import * as heartIcon from 'lucide-react/dist/esm/icons/heart.mjs';
import * as starIcon from 'lucide-react/dist/esm/icons/star.mjs';
import * as houseIcon from 'lucide-react/dist/esm/icons/house.mjs';
import * as rocketIcon from 'lucide-react/dist/esm/icons/rocket.mjs';
import * as zapIcon from 'lucide-react/dist/esm/icons/zap.mjs';
import * as codeIcon from 'lucide-react/dist/esm/icons/code.mjs';
import * as cameraIcon from 'lucide-react/dist/esm/icons/camera.mjs';
import * as musicIcon from 'lucide-react/dist/esm/icons/eighth-notes.mjs';
import * as sunIcon from 'lucide-react/dist/esm/icons/sun.mjs';
import * as moonIcon from 'lucide-react/dist/esm/icons/moon.mjs';
import * as cloudIcon from 'lucide-react/dist/esm/icons/cloud.mjs';
import * as leafIcon from 'lucide-react/dist/esm/icons/leaf.mjs';
import * as flameIcon from 'lucide-react/dist/esm/icons/flame.mjs';
import * as coffeeIcon from 'lucide-react/dist/esm/icons/coffee.mjs';
import * as bookOpenIcon from 'lucide-react/dist/esm/icons/book-open.mjs';
import * as penToolIcon from 'lucide-react/dist/esm/icons/pen-tool.mjs';
import * as paletteIcon from 'lucide-react/dist/esm/icons/palette.mjs';
import * as globeIcon from 'lucide-react/dist/esm/icons/globe.mjs';
import * as shieldIcon from 'lucide-react/dist/esm/icons/shield.mjs';
import * as lockIcon from 'lucide-react/dist/esm/icons/lock.mjs';
import * as keyIcon from 'lucide-react/dist/esm/icons/key.mjs';
import * as bellIcon from 'lucide-react/dist/esm/icons/bell.mjs';
import * as mailIcon from 'lucide-react/dist/esm/icons/mail.mjs';
import * as messageCircleIcon from 'lucide-react/dist/esm/icons/message-circle.mjs';
import * as userIcon from 'lucide-react/dist/esm/icons/user.mjs';
import * as usersIcon from 'lucide-react/dist/esm/icons/users.mjs';
import * as briefcaseIcon from 'lucide-react/dist/esm/icons/briefcase.mjs';
import * as shoppingCartIcon from 'lucide-react/dist/esm/icons/shopping-cart.mjs';
import * as giftIcon from 'lucide-react/dist/esm/icons/gift.mjs';
import * as trophyIcon from 'lucide-react/dist/esm/icons/trophy.mjs';
import * as crownIcon from 'lucide-react/dist/esm/icons/crown.mjs';
import * as gemIcon from 'lucide-react/dist/esm/icons/gem.mjs';
import * as anchorIcon from 'lucide-react/dist/esm/icons/anchor.mjs';
import * as compassIcon from 'lucide-react/dist/esm/icons/compass.mjs';
import * as mapPinIcon from 'lucide-react/dist/esm/icons/map-pin.mjs';
import * as planeIcon from 'lucide-react/dist/esm/icons/plane.mjs';
import * as carIcon from 'lucide-react/dist/esm/icons/car.mjs';
import * as bikeIcon from 'lucide-react/dist/esm/icons/bike.mjs';
import * as dumbbellIcon from 'lucide-react/dist/esm/icons/dumbbell.mjs';
import * as appleIcon from 'lucide-react/dist/esm/icons/apple.mjs';
import * as pizzaIcon from 'lucide-react/dist/esm/icons/pizza.mjs';
import * as cakeIcon from 'lucide-react/dist/esm/icons/cake.mjs';
import * as dogIcon from 'lucide-react/dist/esm/icons/dog.mjs';
import * as catIcon from 'lucide-react/dist/esm/icons/cat.mjs';
import * as fishIcon from 'lucide-react/dist/esm/icons/fish.mjs';
import * as birdIcon from 'lucide-react/dist/esm/icons/bird.mjs';
import * as bugIcon from 'lucide-react/dist/esm/icons/bug.mjs';
import * as cpuIcon from 'lucide-react/dist/esm/icons/cpu.mjs';
import * as terminalIcon from 'lucide-react/dist/esm/icons/terminal.mjs';
import * as databaseIcon from 'lucide-react/dist/esm/icons/database.mjs';
import * as serverIcon from 'lucide-react/dist/esm/icons/server.mjs';
import * as wifiIcon from 'lucide-react/dist/esm/icons/wifi.mjs';
import * as batteryFullIcon from 'lucide-react/dist/esm/icons/battery-full.mjs';
import * as gamepad2Icon from 'lucide-react/dist/esm/icons/gamepad-2.mjs';
import * as filmIcon from 'lucide-react/dist/esm/icons/film.mjs';
import * as imageIcon from 'lucide-react/dist/esm/icons/image.mjs';
import * as headphonesIcon from 'lucide-react/dist/esm/icons/headphones.mjs';
import * as micIcon from 'lucide-react/dist/esm/icons/mic.mjs';
import * as smileIcon from 'lucide-react/dist/esm/icons/face-slightly-smiling.mjs';
import * as sparklesIcon from 'lucide-react/dist/esm/icons/sparkles.mjs';
import * as flower2Icon from 'lucide-react/dist/esm/icons/flower-2.mjs';
import * as treePineIcon from 'lucide-react/dist/esm/icons/tree-pine.mjs';
import * as mountainIcon from 'lucide-react/dist/esm/icons/mountain.mjs';
import * as wavesIcon from 'lucide-react/dist/esm/icons/waves-horizontal.mjs';
import * as snowflakeIcon from 'lucide-react/dist/esm/icons/snowflake.mjs';
import * as umbrellaIcon from 'lucide-react/dist/esm/icons/umbrella.mjs';
import * as featherIcon from 'lucide-react/dist/esm/icons/feather.mjs';
import * as brainIcon from 'lucide-react/dist/esm/icons/brain.mjs';
import * as atomIcon from 'lucide-react/dist/esm/icons/atom.mjs';
import * as flaskConicalIcon from 'lucide-react/dist/esm/icons/flask-conical.mjs';
import * as graduationCapIcon from 'lucide-react/dist/esm/icons/graduation-cap.mjs';
import * as lightbulbIcon from 'lucide-react/dist/esm/icons/lightbulb.mjs';
import * as puzzleIcon from 'lucide-react/dist/esm/icons/puzzle.mjs';
import * as targetIcon from 'lucide-react/dist/esm/icons/target.mjs';
import * as circleCheckIcon from 'lucide-react/dist/esm/icons/circle-check.mjs';
import * as squareCodeIcon from 'lucide-react/dist/esm/icons/square-code.mjs';
import * as boxIcon from 'lucide-react/dist/esm/icons/box.mjs';
import * as hexagonIcon from 'lucide-react/dist/esm/icons/hexagon.mjs';
import * as infinityIcon from 'lucide-react/dist/esm/icons/infinity.mjs';
import * as atSignIcon from 'lucide-react/dist/esm/icons/at-sign.mjs';
import * as hashIcon from 'lucide-react/dist/esm/icons/hash.mjs';

/** One SVG element of a 24×24 Lucide icon: tag name and attributes. */
/** One element of an icon's drawing (see IconDrawing in the manifest schema). */
export type IconNode = IconDrawing[number];

const nodesOf = (module: unknown): IconNode[] => (module as { __iconData: { node: IconNode[] } }).__iconData.node;

/** Icon name (Lucide's kebab-case name) → its SVG nodes, in the order the picker shows them. */
export const ICONS: Record<string, IconNode[]> = {
  heart: nodesOf(heartIcon),
  star: nodesOf(starIcon),
  house: nodesOf(houseIcon),
  rocket: nodesOf(rocketIcon),
  zap: nodesOf(zapIcon),
  code: nodesOf(codeIcon),
  camera: nodesOf(cameraIcon),
  'eighth-notes': nodesOf(musicIcon),
  sun: nodesOf(sunIcon),
  moon: nodesOf(moonIcon),
  cloud: nodesOf(cloudIcon),
  leaf: nodesOf(leafIcon),
  flame: nodesOf(flameIcon),
  coffee: nodesOf(coffeeIcon),
  'book-open': nodesOf(bookOpenIcon),
  'pen-tool': nodesOf(penToolIcon),
  palette: nodesOf(paletteIcon),
  globe: nodesOf(globeIcon),
  shield: nodesOf(shieldIcon),
  lock: nodesOf(lockIcon),
  key: nodesOf(keyIcon),
  bell: nodesOf(bellIcon),
  mail: nodesOf(mailIcon),
  'message-circle': nodesOf(messageCircleIcon),
  user: nodesOf(userIcon),
  users: nodesOf(usersIcon),
  briefcase: nodesOf(briefcaseIcon),
  'shopping-cart': nodesOf(shoppingCartIcon),
  gift: nodesOf(giftIcon),
  trophy: nodesOf(trophyIcon),
  crown: nodesOf(crownIcon),
  gem: nodesOf(gemIcon),
  anchor: nodesOf(anchorIcon),
  compass: nodesOf(compassIcon),
  'map-pin': nodesOf(mapPinIcon),
  plane: nodesOf(planeIcon),
  car: nodesOf(carIcon),
  bike: nodesOf(bikeIcon),
  dumbbell: nodesOf(dumbbellIcon),
  apple: nodesOf(appleIcon),
  pizza: nodesOf(pizzaIcon),
  cake: nodesOf(cakeIcon),
  dog: nodesOf(dogIcon),
  cat: nodesOf(catIcon),
  fish: nodesOf(fishIcon),
  bird: nodesOf(birdIcon),
  bug: nodesOf(bugIcon),
  cpu: nodesOf(cpuIcon),
  terminal: nodesOf(terminalIcon),
  database: nodesOf(databaseIcon),
  server: nodesOf(serverIcon),
  wifi: nodesOf(wifiIcon),
  'battery-full': nodesOf(batteryFullIcon),
  'gamepad-2': nodesOf(gamepad2Icon),
  film: nodesOf(filmIcon),
  image: nodesOf(imageIcon),
  headphones: nodesOf(headphonesIcon),
  mic: nodesOf(micIcon),
  'face-slightly-smiling': nodesOf(smileIcon),
  sparkles: nodesOf(sparklesIcon),
  'flower-2': nodesOf(flower2Icon),
  'tree-pine': nodesOf(treePineIcon),
  mountain: nodesOf(mountainIcon),
  'waves-horizontal': nodesOf(wavesIcon),
  snowflake: nodesOf(snowflakeIcon),
  umbrella: nodesOf(umbrellaIcon),
  feather: nodesOf(featherIcon),
  brain: nodesOf(brainIcon),
  atom: nodesOf(atomIcon),
  'flask-conical': nodesOf(flaskConicalIcon),
  'graduation-cap': nodesOf(graduationCapIcon),
  lightbulb: nodesOf(lightbulbIcon),
  puzzle: nodesOf(puzzleIcon),
  target: nodesOf(targetIcon),
  'circle-check': nodesOf(circleCheckIcon),
  'square-code': nodesOf(squareCodeIcon),
  box: nodesOf(boxIcon),
  hexagon: nodesOf(hexagonIcon),
  infinity: nodesOf(infinityIcon),
  'at-sign': nodesOf(atSignIcon),
  hash: nodesOf(hashIcon),
};

export const ICON_NAMES = Object.keys(ICONS) as [string, ...string[]];
