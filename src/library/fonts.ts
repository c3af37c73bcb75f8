/** The package's `fonts` entry: the faces the tokens name (Inter 400/500/600, JetBrains Mono 400), imported once by the app. */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/jetbrains-mono/400.css';
