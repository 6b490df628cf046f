import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
// Chakra's own theme, file by file. `@chakra-ui/react/dist-theme/*` is an alias of the package's
// dist/esm/theme folder (webpack resolve.alias in libs/build, tsconfig.base.json paths, jest
// moduleNameMapper): the package's exports map offers only `./theme`, whose module-level
// `defineConfig({ recipes, slotRecipes })` keeps every recipe of every component (~45 KB gzip)
// in the shared facade. See docs/adr/0007-start-up-bytes-of-the-shared-facades.md.
import { breakpoints } from '@chakra-ui/react/dist-theme/breakpoints.js';
import { globalCss } from '@chakra-ui/react/dist-theme/global-css.js';
import { layerStyles } from '@chakra-ui/react/dist-theme/layer-styles.js';
import { animationStyles } from '@chakra-ui/react/dist-theme/motion-styles.js';
import { alertSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/alert.js';
import { avatarSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/avatar.js';
import { badgeRecipe } from '@chakra-ui/react/dist-theme/recipes/badge.js';
import { buttonRecipe } from '@chakra-ui/react/dist-theme/recipes/button.js';
import { cardSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/card.js';
import { checkboxSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/checkbox.js';
import { checkmarkRecipe } from '@chakra-ui/react/dist-theme/recipes/checkmark.js';
import { containerRecipe } from '@chakra-ui/react/dist-theme/recipes/container.js';
import { dataListSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/data-list.js';
import { dialogSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/drawer.js';
import { fieldSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/field.js';
import { fieldsetSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/fieldset.js';
import { headingRecipe } from '@chakra-ui/react/dist-theme/recipes/heading.js';
import { iconRecipe } from '@chakra-ui/react/dist-theme/recipes/icon.js';
import { inputRecipe } from '@chakra-ui/react/dist-theme/recipes/input.js';
import { inputAddonRecipe } from '@chakra-ui/react/dist-theme/recipes/input-addon.js';
import { linkRecipe } from '@chakra-ui/react/dist-theme/recipes/link.js';
import { listSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/list.js';
import { menuSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/menu.js';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/native-select.js';
import { radioGroupSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/radio-group.js';
import { radiomarkRecipe } from '@chakra-ui/react/dist-theme/recipes/radiomark.js';
import { separatorRecipe } from '@chakra-ui/react/dist-theme/recipes/separator.js';
import { spinnerRecipe } from '@chakra-ui/react/dist-theme/recipes/spinner.js';
import { switchSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/switch.js';
import { tableSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/table.js';
import { tabsSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/tabs.js';
import { textareaRecipe } from '@chakra-ui/react/dist-theme/recipes/textarea.js';
import { toastSlotRecipe } from '@chakra-ui/react/dist-theme/recipes/toast.js';
import { semanticColors } from '@chakra-ui/react/dist-theme/semantic-tokens/colors.js';
import { semanticRadii } from '@chakra-ui/react/dist-theme/semantic-tokens/radii.js';
import { semanticShadows } from '@chakra-ui/react/dist-theme/semantic-tokens/shadows.js';
import { textStyles } from '@chakra-ui/react/dist-theme/text-styles.js';
import { animations } from '@chakra-ui/react/dist-theme/tokens/animations.js';
import { aspectRatios } from '@chakra-ui/react/dist-theme/tokens/aspect-ratios.js';
import { blurs } from '@chakra-ui/react/dist-theme/tokens/blurs.js';
import { borders } from '@chakra-ui/react/dist-theme/tokens/borders.js';
import { colors } from '@chakra-ui/react/dist-theme/tokens/colors.js';
import { cursor } from '@chakra-ui/react/dist-theme/tokens/cursor.js';
import { durations } from '@chakra-ui/react/dist-theme/tokens/durations.js';
import { easings } from '@chakra-ui/react/dist-theme/tokens/easings.js';
import { fontSizes } from '@chakra-ui/react/dist-theme/tokens/font-sizes.js';
import { fontWeights } from '@chakra-ui/react/dist-theme/tokens/font-weights.js';
import { fonts } from '@chakra-ui/react/dist-theme/tokens/fonts.js';
import { keyframes } from '@chakra-ui/react/dist-theme/tokens/keyframes.js';
import { letterSpacings } from '@chakra-ui/react/dist-theme/tokens/letter-spacing.js';
import { lineHeights } from '@chakra-ui/react/dist-theme/tokens/line-heights.js';
import { radii } from '@chakra-ui/react/dist-theme/tokens/radius.js';
import { sizes } from '@chakra-ui/react/dist-theme/tokens/sizes.js';
import { spacing } from '@chakra-ui/react/dist-theme/tokens/spacing.js';
import { zIndices } from '@chakra-ui/react/dist-theme/tokens/z-indices.js';

/**
 * The recipes of exactly the components libs/ui re-exports (chakra.ts) or uses itself, keyed as
 * Chakra's components look them up. A component whose recipe is missing renders unstyled:
 * adding a component to chakra.ts means adding its recipe here (theme/system.test.ts checks it).
 * CloseButton/IconButton use `button`; Checkbox and RadioGroup draw `checkmark`/`radiomark`.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default theme (as in its theme/index.js) with only the recipes above. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      aspectRatios,
      animations,
      blurs,
      borders,
      colors,
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      spacing,
      sizes,
      zIndex: zIndices,
      cursor,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// A calm slate-blue brand for a professional back-office tool. Components pick it up through
// `colorPalette: 'brand'` on <html>, so a screen never names colours itself.
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4fb' },
          100: { value: '#d6e4f5' },
          200: { value: '#adc8ea' },
          300: { value: '#7fa7db' },
          400: { value: '#5386c9' },
          500: { value: '#356ab2' },
          600: { value: '#295493' },
          700: { value: '#214377' },
          800: { value: '#1b365f' },
          900: { value: '#152a4a' },
          950: { value: '#0d1b31' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
