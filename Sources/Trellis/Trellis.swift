// The umbrella module: `import Trellis` brings in geometry, views, controllers and animation.
@_exported import Foundation
@_exported import TrellisGeometry
@_exported import TrellisCollection
@_exported import TrellisDiffable
@_exported import TrellisLayouts
@_exported import TrellisUI
