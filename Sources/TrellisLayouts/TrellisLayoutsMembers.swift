/// A name that TrellisUIKitNames imports TrellisLayouts by, so that files importing only UIKit's names see
/// TrellisLayouts's members (also under Swift's member-import visibility rule) but not its unprefixed names.
public enum TrellisLayoutsMembers {}
