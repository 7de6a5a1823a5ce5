/// A name that TrellisUIKitNames imports TrellisCollection by, so that files importing only UIKit's names see
/// TrellisCollection's members (also under Swift's member-import visibility rule) but not its unprefixed names.
public enum TrellisCollectionMembers {}
