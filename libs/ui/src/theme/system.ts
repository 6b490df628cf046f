import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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

export const system = createSystem(defaultConfig, config);
