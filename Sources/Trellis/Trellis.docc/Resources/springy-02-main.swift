import Trellis
import TrellisSDL

try SDLHost(title: "Springy", size: CGSize(width: 390, height: 560)).run(delegate: AppDelegate())
