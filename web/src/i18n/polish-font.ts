// Polish gets its own font (spec §1): Noto Sans covers every Polish diacritic evenly,
// where system fonts often mix faces for ą, ę, ł, ń, ó, ś, ź, ż. Loaded only for Polish.
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-ext-400.css';
import '@fontsource/noto-sans/latin-ext-600.css';
